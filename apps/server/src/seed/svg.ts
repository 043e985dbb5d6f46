/**
 * Flat SVG illustrations for the demo store, generated locally. Text is Latin only (brand marks), so that any
 * rasteriser renders it without Arabic fonts.
 */

export type Kind =
  | "sink"
  | "kitchen-mixer"
  | "kitchen-accessory"
  | "hood"
  | "oven"
  | "hob"
  | "toilet"
  | "basin"
  | "bathtub"
  | "bath-mixer"
  | "shower"
  | "bath-accessory"
  | "cabinet"
  | "mirror"
  | "fridge"
  | "washer"
  | "dishwasher"
  | "heater";

function clamp(n: number): number {
  return Math.max(0, Math.min(255, Math.round(n)));
}

/** Mixes a hex colour toward white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  return `#${rgb
    .map((c) => clamp(c + (target - c) * a))
    .map((c) => c.toString(16).padStart(2, "0"))
    .join("")}`;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function svg(width: number, height: number, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>\n`;
}

function linear(id: string, from: string, to: string, vertical = true): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** Metal-like fill: a horizontal gradient light-dark-light in the given colour. */
function metal(id: string, hex: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(hex, -0.25)}"/><stop offset="0.35" stop-color="${shade(hex, 0.35)}"/><stop offset="0.6" stop-color="${hex}"/><stop offset="1" stop-color="${shade(hex, -0.3)}"/></linearGradient>`;
}

/** Soft background pairs, chosen per product. */
export const backgrounds: readonly [string, string][] = [
  ["#f3efe7", "#e2d9c8"],
  ["#eaf1f4", "#cfdfe6"],
  ["#eef2ec", "#d5e0d0"],
  ["#f5ece9", "#e6d3cc"],
  ["#eeedf5", "#d8d6e8"],
  ["#f4f1ea", "#dcd6c6"],
];

function drawing(kind: Kind, variant: number): string {
  const S = "url(#c)"; // product colour, metal gradient
  const F = "url(#f)"; // product colour, vertical gradient
  const dark = "#1f2428";
  switch (kind) {
    case "sink": {
      const double = variant % 2 === 1;
      const bowls = double
        ? `<rect x="330" y="470" width="250" height="300" rx="40" fill="${dark}" opacity=".18"/><rect x="340" y="480" width="230" height="280" rx="34" fill="url(#f)"/><rect x="620" y="470" width="250" height="300" rx="40" fill="${dark}" opacity=".18"/><rect x="630" y="480" width="230" height="280" rx="34" fill="url(#f)"/><circle cx="455" cy="700" r="18" fill="${dark}" opacity=".5"/><circle cx="745" cy="700" r="18" fill="${dark}" opacity=".5"/>`
        : `<rect x="380" y="470" width="440" height="300" rx="48" fill="${dark}" opacity=".18"/><rect x="392" y="480" width="416" height="280" rx="40" fill="url(#f)"/><circle cx="600" cy="690" r="22" fill="${dark}" opacity=".5"/>`;
      return `<ellipse cx="600" cy="905" rx="420" ry="40" fill="#000" opacity=".08"/><rect x="250" y="400" width="700" height="460" rx="36" fill="${S}"/><rect x="250" y="400" width="700" height="460" rx="36" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="6"/>${bowls}<rect x="570" y="300" width="60" height="110" rx="14" fill="#9aa3aa"/><path d="M600 310 C600 200 760 200 760 300" fill="none" stroke="#9aa3aa" stroke-width="34" stroke-linecap="round"/>`;
    }
    case "kitchen-mixer":
    case "bath-mixer": {
      const tall = kind === "kitchen-mixer";
      const top = tall ? 260 : 470;
      const reach = tall ? 250 : 170 + variant * 20;
      return `<ellipse cx="600" cy="930" rx="240" ry="34" fill="#000" opacity=".1"/><rect x="480" y="880" width="240" height="40" rx="16" fill="${S}"/><rect x="535" y="${top + 90}" width="130" height="${880 - top - 90}" rx="40" fill="${S}"/><path d="M600 ${top + 110} C600 ${top - 80} ${600 + reach} ${top - 80} ${600 + reach} ${top + 140}" fill="none" stroke="${S}" stroke-width="62" stroke-linecap="round"/><path d="M600 ${top + 110} C600 ${top - 80} ${600 + reach} ${top - 80} ${600 + reach} ${top + 140}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="10" stroke-linecap="round" transform="translate(-14 0)"/><rect x="${600 + reach - 40}" y="${top + 130}" width="80" height="50" rx="16" fill="${shade("#777777", -0.2)}"/><path d="M${600 + reach - 20} ${top + 200} l0 ${tall ? 140 : 90} M${600 + reach + 20} ${top + 200} l0 ${tall ? 140 : 90}" stroke="#8fd3f4" stroke-width="10" stroke-linecap="round" opacity=".7"/><rect x="640" y="${top + 170}" width="${tall ? 190 : 160}" height="40" rx="20" fill="${S}" transform="rotate(-18 650 ${top + 190})"/>`;
    }
    case "hood": {
      const slim = variant % 2 === 0;
      return `<rect x="520" y="120" width="160" height="${slim ? 420 : 360}" fill="${S}"/><path d="M${slim ? 260 : 300} ${slim ? 540 : 480} L520 ${slim ? 440 : 420} L680 ${slim ? 440 : 420} L${slim ? 940 : 900} ${slim ? 540 : 480} L${slim ? 940 : 900} ${slim ? 640 : 640} L${slim ? 260 : 300} ${slim ? 640 : 640} Z" fill="${S}"/><rect x="${slim ? 260 : 300}" y="640" width="${slim ? 680 : 600}" height="44" rx="8" fill="${shade("#30363b", 0)}"/><circle cx="480" cy="662" r="9" fill="#ffe6a3"/><circle cx="720" cy="662" r="9" fill="#ffe6a3"/><path d="M420 690 L350 900 L850 900 L780 690 Z" fill="#fff6d8" opacity=".45"/><rect x="720" y="590" width="120" height="22" rx="8" fill="#fff" opacity=".55"/>`;
    }
    case "oven": {
      return `<ellipse cx="600" cy="950" rx="400" ry="34" fill="#000" opacity=".08"/><rect x="240" y="230" width="720" height="700" rx="26" fill="${S}"/><rect x="240" y="230" width="720" height="130" rx="26" fill="${shade("#2b3034", 0.05)}"/><rect x="520" y="270" width="160" height="52" rx="10" fill="#0b0e10"/><text x="600" y="308" font-family="Helvetica, Arial, sans-serif" font-size="34" fill="#5fe3a1" text-anchor="middle">1${variant}:30</text><circle cx="350" cy="296" r="32" fill="${S}"/><circle cx="850" cy="296" r="32" fill="${S}"/><rect x="300" y="450" width="600" height="420" rx="30" fill="#14181b"/><rect x="340" y="490" width="520" height="340" rx="18" fill="url(#glass)"/><rect x="300" y="398" width="600" height="26" rx="13" fill="${shade("#c9ced2", 0.2)}"/><path d="M380 780 h440" stroke="#ff9a4a" stroke-width="10" opacity=".6"/>`;
    }
    case "hob": {
      const burners = variant % 2 === 0;
      const ring = (x: number, y: number, r: number) =>
        burners
          ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${S}"/><circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="#2a2f33"/><circle cx="${x}" cy="${y}" r="${r * 0.3}" fill="${S}"/>`
          : `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#ff6a3d" stroke-opacity=".75" stroke-width="10"/><circle cx="${x}" cy="${y}" r="${r * 0.65}" fill="none" stroke="#ff6a3d" stroke-opacity=".45" stroke-width="6"/>`;
      return `<g transform="skewX(-8) translate(80 0)"><rect x="200" y="330" width="800" height="560" rx="30" fill="${S}"/><rect x="220" y="350" width="760" height="520" rx="22" fill="#15191c"/>${ring(400, 500, 90)}${ring(800, 500, 70)}${ring(400, 740, 70)}${ring(800, 740, 95)}<rect x="540" y="820" width="120" height="22" rx="11" fill="#fff" opacity=".3"/></g>`;
    }
    case "dishwasher": {
      return `<ellipse cx="600" cy="960" rx="360" ry="30" fill="#000" opacity=".08"/><rect x="300" y="220" width="600" height="720" rx="24" fill="${S}"/><rect x="300" y="220" width="600" height="100" rx="24" fill="#2a2f33"/><circle cx="380" cy="270" r="18" fill="#5fe3a1"/><rect x="700" y="255" width="150" height="30" rx="8" fill="#0b0e10"/><rect x="420" y="360" width="360" height="34" rx="17" fill="${shade("#cfd4d8", 0.1)}"/><path d="M330 900 h540" stroke="#000" stroke-opacity=".12" stroke-width="8"/>`;
    }
    case "fridge": {
      const french = variant % 2 === 1;
      const doors = french
        ? `<line x1="600" y1="130" x2="600" y2="600" stroke="#000" stroke-opacity=".25" stroke-width="6"/><line x1="330" y1="600" x2="870" y2="600" stroke="#000" stroke-opacity=".25" stroke-width="6"/><rect x="565" y="260" width="16" height="220" rx="8" fill="#dde2e6"/><rect x="619" y="260" width="16" height="220" rx="8" fill="#dde2e6"/><rect x="460" y="640" width="280" height="18" rx="9" fill="#dde2e6"/><rect x="660" y="180" width="150" height="90" rx="10" fill="#0b0e10" opacity=".8"/>`
        : `<line x1="330" y1="420" x2="870" y2="420" stroke="#000" stroke-opacity=".25" stroke-width="6"/><rect x="800" y="220" width="18" height="150" rx="9" fill="#dde2e6"/><rect x="800" y="470" width="18" height="260" rx="9" fill="#dde2e6"/>`;
      return `<ellipse cx="600" cy="1040" rx="340" ry="30" fill="#000" opacity=".1"/><rect x="330" y="130" width="540" height="900" rx="34" fill="${S}"/>${doors}<rect x="350" y="150" width="40" height="860" rx="18" fill="#fff" opacity=".2"/>`;
    }
    case "washer": {
      return `<ellipse cx="600" cy="990" rx="360" ry="30" fill="#000" opacity=".08"/><rect x="280" y="210" width="640" height="760" rx="30" fill="${S}"/><rect x="280" y="210" width="640" height="130" rx="30" fill="${shade("#e9ecee", -0.05)}" opacity=".85"/><circle cx="360" cy="275" r="36" fill="${shade("#9aa3aa", 0)}"/><rect x="560" y="252" width="200" height="46" rx="10" fill="#0b0e10"/><circle cx="600" cy="640" r="230" fill="${shade("#9aa3aa", -0.2)}"/><circle cx="600" cy="640" r="190" fill="url(#glass)"/><path d="M470 700 Q600 600 730 700 Q600 790 470 700Z" fill="#8fd3f4" opacity=".55"/><circle cx="600" cy="640" r="190" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="10"/>`;
    }
    case "toilet": {
      const wall = variant % 2 === 1;
      return `<ellipse cx="600" cy="1000" rx="300" ry="28" fill="#000" opacity=".08"/>${wall ? `<rect x="420" y="180" width="360" height="120" rx="14" fill="#dde2e6"/><rect x="560" y="210" width="80" height="60" rx="10" fill="${S}"/>` : `<rect x="400" y="190" width="400" height="300" rx="30" fill="${F}"/><rect x="560" y="210" width="80" height="26" rx="10" fill="#c9ced2"/>`}<path d="M340 520 h520 v40 c0 160 -110 240 -200 260 l20 170 h-240 l20 -170 c-90 -20 -200 -100 -200 -260z" fill="${F}"/><rect x="330" y="490" width="540" height="60" rx="28" fill="${shade("#ffffff", 0)}" stroke="#000" stroke-opacity=".08" stroke-width="4"/><path d="M380 560 c40 120 400 120 440 0" fill="none" stroke="#000" stroke-opacity=".08" stroke-width="10"/>`;
    }
    case "basin": {
      const vessel = variant % 2 === 0;
      return vessel
        ? `<rect x="160" y="700" width="880" height="70" rx="10" fill="#b89b7a"/><rect x="160" y="770" width="880" height="230" fill="#8a6f53"/><ellipse cx="600" cy="560" rx="300" ry="60" fill="${shade("#ffffff", 0)}"/><path d="M300 560 c0 120 110 140 300 140 s300 -20 300 -140z" fill="${F}"/><ellipse cx="600" cy="562" rx="270" ry="44" fill="${shade("#dfe4e8", 0.2)}"/><rect x="760" y="380" width="34" height="140" rx="12" fill="${S}" opacity=".9"/><path d="M777 395 h-90" stroke="${S}" stroke-width="28" stroke-linecap="round"/>`
        : `<ellipse cx="600" cy="1010" rx="220" ry="28" fill="#000" opacity=".08"/><path d="M250 420 h700 c0 200 -140 260 -350 260 s-350 -60 -350 -260z" fill="${F}"/><ellipse cx="600" cy="430" rx="330" ry="40" fill="#fff" opacity=".6"/><path d="M520 670 h160 l-30 330 h-100z" fill="${F}"/><rect x="585" y="300" width="30" height="110" rx="10" fill="#a3abb2"/>`;
    }
    case "bathtub": {
      return `<ellipse cx="600" cy="900" rx="470" ry="34" fill="#000" opacity=".08"/><path d="M150 470 h900 c0 220 -90 340 -260 360 h-380 c-170 -20 -260 -140 -260 -360z" fill="${F}"/><rect x="140" y="440" width="920" height="56" rx="28" fill="${shade("#ffffff", 0)}" stroke="#000" stroke-opacity=".06" stroke-width="4"/><ellipse cx="600" cy="478" rx="420" ry="20" fill="#8fd3f4" opacity=".5"/><path d="M300 830 l-30 70 M900 830 l30 70" stroke="${S}" stroke-width="30" stroke-linecap="round"/><path d="M960 440 v-160 c0 -40 -60 -40 -60 0" fill="none" stroke="#a3abb2" stroke-width="22" stroke-linecap="round"/>`;
    }
    case "shower": {
      const rain = variant % 2 === 0;
      let nozzles = "";
      for (let i = -3; i <= 3; i++) {
        for (let j = -1; j <= 1; j++)
          nozzles += `<circle cx="${600 + i * 40}" cy="${300 + j * 18}" r="7" fill="#2a2f33" opacity=".5"/>`;
      }
      let drops = "";
      for (let i = -3; i <= 3; i++)
        drops += `<path d="M${600 + i * 40} 350 l${i * 6} 280" stroke="#8fd3f4" stroke-width="6" stroke-linecap="round" opacity=".6"/>`;
      return `<rect x="860" y="140" width="44" height="860" rx="22" fill="${S}"/><path d="M882 200 H600 V260" fill="none" stroke="${S}" stroke-width="30" stroke-linecap="round"/><ellipse cx="600" cy="290" rx="${rain ? 200 : 140}" ry="60" fill="${S}"/>${nozzles}${drops}<rect x="820" y="620" width="124" height="160" rx="30" fill="${S}"/><circle cx="882" cy="700" r="34" fill="${shade("#2a2f33", 0.1)}"/>${rain ? "" : `<path d="M820 760 q-160 40 -150 200" fill="none" stroke="#a3abb2" stroke-width="14"/>`}`;
    }
    case "cabinet": {
      return `<rect x="260" y="120" width="680" height="340" rx="20" fill="url(#glass)" stroke="${S}" stroke-width="14"/><rect x="230" y="560" width="740" height="60" rx="12" fill="#f6f6f4"/><ellipse cx="600" cy="590" rx="200" ry="24" fill="#e1e5e8"/><rect x="250" y="620" width="700" height="330" rx="14" fill="${F}"/><line x1="600" y1="640" x2="600" y2="930" stroke="#000" stroke-opacity=".15" stroke-width="6"/><rect x="420" y="680" width="120" height="16" rx="8" fill="#c9ced2"/><rect x="660" y="680" width="120" height="16" rx="8" fill="#c9ced2"/><rect x="585" y="500" width="30" height="70" rx="8" fill="#a3abb2"/>`;
    }
    case "mirror": {
      return variant % 2 === 0
        ? `<circle cx="600" cy="560" r="360" fill="${S}"/><circle cx="600" cy="560" r="330" fill="url(#glass)"/><circle cx="600" cy="560" r="345" fill="none" stroke="#fff6d8" stroke-width="8" opacity=".8"/><path d="M420 380 l140 -60 M400 460 l220 -100" stroke="#fff" stroke-width="18" stroke-linecap="round" opacity=".45"/>`
        : `<rect x="330" y="150" width="540" height="840" rx="270" fill="${S}"/><rect x="360" y="180" width="480" height="780" rx="240" fill="url(#glass)"/><path d="M430 360 l140 -80 M420 450 l220 -130" stroke="#fff" stroke-width="18" stroke-linecap="round" opacity=".45"/>`;
    }
    case "heater": {
      return `<ellipse cx="600" cy="1020" rx="220" ry="26" fill="#000" opacity=".08"/><rect x="400" y="150" width="400" height="820" rx="200" fill="${S}"/><rect x="430" y="180" width="50" height="760" rx="25" fill="#fff" opacity=".25"/><circle cx="600" cy="520" r="90" fill="#f4f6f7" stroke="#2a2f33" stroke-width="10"/><path d="M600 520 l50 -45" stroke="#e2462f" stroke-width="10" stroke-linecap="round"/><rect x="540" y="700" width="120" height="36" rx="10" fill="#0b0e10"/><path d="M540 970 v60 M660 970 v60" stroke="#a3abb2" stroke-width="22"/><circle cx="560" cy="718" r="8" fill="#5fe3a1"/>`;
    }
    case "kitchen-accessory":
    case "bath-accessory": {
      if (variant % 3 === 0) {
        return `<rect x="200" y="360" width="800" height="30" rx="15" fill="${S}"/><rect x="200" y="560" width="800" height="30" rx="15" fill="${S}"/><rect x="200" y="360" width="30" height="400" rx="15" fill="${S}"/><rect x="970" y="360" width="30" height="400" rx="15" fill="${S}"/><path d="M330 375 v380 h200 v-380" fill="#f1e3c8" opacity=".9"/><path d="M600 375 v300 h160 v-300" fill="#bcd7e6" opacity=".9"/>`;
      }
      if (variant % 3 === 1) {
        return `<ellipse cx="600" cy="960" rx="200" ry="24" fill="#000" opacity=".08"/><rect x="460" y="420" width="280" height="520" rx="60" fill="url(#glass)" stroke="${S}" stroke-width="10"/><rect x="520" y="300" width="160" height="130" rx="20" fill="${S}"/><path d="M600 300 v-80 h-130" fill="none" stroke="${S}" stroke-width="34" stroke-linecap="round"/><rect x="480" y="650" width="240" height="270" rx="40" fill="#f4c6d0" opacity=".7"/>`;
      }
      return `<rect x="300" y="250" width="600" height="40" rx="20" fill="${S}"/><path d="M360 290 v420 M480 290 v420 M600 290 v420 M720 290 v420 M840 290 v420" stroke="${S}" stroke-width="16"/><rect x="300" y="700" width="600" height="40" rx="20" fill="${S}"/><rect x="380" y="320" width="120" height="340" rx="14" fill="#e9d8b4"/><rect x="660" y="360" width="140" height="300" rx="14" fill="#bcd7e6"/>`;
    }
  }
}

/** A 1200x1200 product picture: the product drawn in its colour on a soft gradient background. */
export function productSvg(opts: {
  kind: Kind;
  colorHex: string;
  background: readonly [string, string];
  variant: number;
  view: number;
  brandMark: string;
}): string {
  const { kind, colorHex, background, variant, view, brandMark } = opts;
  const defs = `${linear("bg", background[0], background[1])}${metal("c", colorHex)}${linear("f", shade(colorHex, 0.25), shade(colorHex, -0.12))}${linear("glass", "#3c4a55", "#11181d")}`;
  const zoom = view === 0 ? "" : ' transform="translate(-300 -240) scale(1.45)"';
  const deco =
    view === 0
      ? `<circle cx="1040" cy="170" r="220" fill="#fff" opacity=".35"/><circle cx="140" cy="1080" r="160" fill="#fff" opacity=".25"/>`
      : `<rect x="0" y="820" width="1200" height="380" fill="#000" opacity=".04"/>`;
  return svg(
    1200,
    1200,
    `<rect width="1200" height="1200" fill="url(#bg)"/>${deco}<g${zoom}>${drawing(kind, variant)}</g><text x="60" y="1150" font-family="Helvetica, Arial, sans-serif" font-size="34" letter-spacing="6" fill="#000" opacity=".28">${escapeXml(brandMark.toUpperCase())}</text>`,
    defs,
  );
}

/** A typographic brand mark, 600x300. */
export function logoSvg(name: string, accent: string, style: number): string {
  const initial = escapeXml(name.charAt(0).toUpperCase());
  const text = escapeXml(style % 2 === 0 ? name.toUpperCase() : name);
  const font =
    style % 3 === 0
      ? "Georgia, 'Times New Roman', serif"
      : style % 3 === 1
        ? "Helvetica, Arial, sans-serif"
        : "'Trebuchet MS', Verdana, sans-serif";
  const mark =
    style % 2 === 0
      ? `<circle cx="90" cy="150" r="62" fill="${accent}"/><text x="90" y="172" font-family="${font}" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${initial}</text>`
      : `<rect x="30" y="90" width="120" height="120" rx="24" fill="none" stroke="${accent}" stroke-width="10"/><text x="90" y="172" font-family="${font}" font-size="64" font-weight="700" fill="${accent}" text-anchor="middle">${initial}</text>`;
  const size = Math.max(30, Math.min(56, Math.floor(780 / Math.max(6, name.length))));
  return svg(
    600,
    300,
    `<rect width="600" height="300" fill="#ffffff"/>${mark}<text x="180" y="${150 + size / 3}" font-family="${font}" font-size="${size}" font-weight="700" letter-spacing="${style % 2 === 0 ? 4 : 0}" fill="#1f2428">${text}</text><rect x="180" y="${175 + size / 3}" width="120" height="6" fill="${accent}"/>`,
  );
}

/** A 1600x600 banner: gradient, geometric pattern and an optional product drawing on one side. */
export function bannerSvg(opts: {
  from: string;
  to: string;
  accent: string;
  kind?: Kind;
  colorHex?: string;
  title?: string;
  seed: number;
  width?: number;
  height?: number;
}): string {
  const width = opts.width ?? 1600;
  const height = opts.height ?? 600;
  const s = opts.seed;
  let pattern = "";
  for (let i = 0; i < 7; i++) {
    const x = ((s * 97 + i * 233) % width) | 0;
    const y = ((s * 53 + i * 149) % height) | 0;
    const r = 40 + ((s + i * 37) % 140);
    pattern += `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${(0.05 + (i % 3) * 0.03).toFixed(2)}"/>`;
  }
  const tall = height > width;
  const art = opts.kind
    ? `<g transform="translate(${tall ? (width - 600) / 2 : width - 760} ${tall ? height - 680 : (height - 720) / 2}) scale(${tall ? 0.5 : 0.6})">${drawing(opts.kind, s)}</g>`
    : "";
  const title = opts.title
    ? `<text x="${tall ? width / 2 : 90}" y="${tall ? 220 : height / 2 + 10}" font-family="Georgia, 'Times New Roman', serif" font-size="${tall ? 64 : 86}" font-weight="700" fill="#fff" text-anchor="${tall ? "middle" : "start"}">${escapeXml(opts.title)}</text><rect x="${tall ? width / 2 - 60 : 90}" y="${tall ? 260 : height / 2 + 50}" width="120" height="8" fill="${opts.accent}"/>`
    : "";
  const defs = `${linear("bg", opts.from, opts.to, false)}${metal("c", opts.colorHex ?? "#c0c6cc")}${linear("f", shade(opts.colorHex ?? "#f5f5f2", 0.25), shade(opts.colorHex ?? "#f5f5f2", -0.12))}${linear("glass", "#3c4a55", "#11181d")}`;
  return svg(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${pattern}<path d="M0 ${height} L${width * 0.45} ${height * 0.55} L${width} ${height}" fill="#000" opacity=".08"/>${art}${title}`,
    defs,
  );
}

/** A photo-like room scene, 1200x800: tiled wall, floor, a product, a plant. */
export function sceneSvg(opts: {
  wall: string;
  floor: string;
  kind: Kind;
  colorHex: string;
  seed: number;
}): string {
  const { wall, floor, kind, colorHex, seed } = opts;
  let tiles = "";
  for (let x = 0; x < 1200; x += 100) {
    for (let y = 0; y < 560; y += 60) {
      const off = (y / 60) % 2 === 0 ? 0 : 50;
      tiles += `<rect x="${x + off - 50}" y="${y}" width="98" height="58" fill="#fff" opacity="${(((x + y + seed * 7) % 5) * 0.015 + 0.03).toFixed(3)}"/>`;
    }
  }
  const defs = `${linear("wall", shade(wall, 0.1), shade(wall, -0.08))}${linear("floor", floor, shade(floor, -0.25))}${metal("c", colorHex)}${linear("f", shade(colorHex, 0.25), shade(colorHex, -0.12))}${linear("glass", "#3c4a55", "#11181d")}<radialGradient id="light" cx="0.3" cy="0.2" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  const plantX = seed % 2 === 0 ? 120 : 1000;
  return svg(
    1200,
    800,
    `<rect width="1200" height="800" fill="url(#wall)"/>${tiles}<rect y="560" width="1200" height="240" fill="url(#floor)"/><g transform="translate(330 130) scale(0.45)">${drawing(kind, seed)}</g><rect x="${plantX}" y="470" width="80" height="100" rx="12" fill="#c9a27a"/><ellipse cx="${plantX + 40}" cy="430" rx="70" ry="90" fill="#5b8c5a"/><ellipse cx="${plantX + 10}" cy="400" rx="40" ry="70" fill="#6fa56d"/><rect width="1200" height="800" fill="url(#light)"/>`,
    defs,
  );
}

/** A showroom facade, 1200x800, with a Latin sign. */
export function branchSvg(sign: string, accent: string, seed: number): string {
  let windows = "";
  for (let i = 0; i < 4; i++) {
    windows += `<rect x="${170 + i * 230}" y="420" width="200" height="260" fill="url(#glass)"/><g transform="translate(${190 + i * 230} 470) scale(0.13)">${drawing((["sink", "bathtub", "fridge", "basin"] as const)[(i + seed) % 4] ?? "sink", i)}</g>`;
  }
  const defs = `${linear("sky", "#9fc9e8", "#e9f3fa")}${linear("glass", "#dfeaf1", "#9fb4c2")}${metal("c", "#c0c6cc")}${linear("f", "#ffffff", "#dfe3e6")}`;
  return svg(
    1200,
    800,
    `<rect width="1200" height="800" fill="url(#sky)"/><circle cx="${seed % 2 ? 1000 : 180}" cy="130" r="70" fill="#fff3c4"/><rect x="120" y="230" width="960" height="500" fill="#efe8dc"/><rect x="120" y="230" width="960" height="120" fill="${accent}"/><text x="600" y="312" font-family="Helvetica, Arial, sans-serif" font-size="66" font-weight="700" letter-spacing="8" fill="#fff" text-anchor="middle">${escapeXml(sign)}</text>${windows}<rect y="730" width="1200" height="70" fill="#8d8a84"/><rect x="560" y="560" width="80" height="170" fill="#5a4632" opacity=".0"/>`,
    defs,
  );
}

/** A 128x128 line icon. */
export function iconSvg(name: string, color: string): string {
  const paths: Record<string, string> = {
    truck: `<path d="M14 38h58v44H14zM72 54h22l14 14v14H72z" fill="none" stroke="${color}" stroke-width="7" stroke-linejoin="round"/><circle cx="34" cy="88" r="10" fill="${color}"/><circle cx="90" cy="88" r="10" fill="${color}"/>`,
    shield: `<path d="M64 12l42 16v30c0 28-18 48-42 58C40 106 22 86 22 58V28z" fill="none" stroke="${color}" stroke-width="7" stroke-linejoin="round"/><path d="M44 62l14 14 28-30" fill="none" stroke="${color}" stroke-width="7" stroke-linecap="round"/>`,
    tools: `<path d="M30 98l44-44M70 30a18 18 0 1 0 28 28l-12-4-8-8z" fill="none" stroke="${color}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/><path d="M26 30l20 20" stroke="${color}" stroke-width="7" stroke-linecap="round"/>`,
    card: `<rect x="14" y="30" width="100" height="68" rx="10" fill="none" stroke="${color}" stroke-width="7"/><path d="M14 50h100" stroke="${color}" stroke-width="10"/><path d="M28 80h26" stroke="${color}" stroke-width="7" stroke-linecap="round"/>`,
    showroom: `<path d="M16 54L64 18l48 36v56H16z" fill="none" stroke="${color}" stroke-width="7" stroke-linejoin="round"/><rect x="50" y="74" width="28" height="36" fill="${color}"/>`,
    headset: `<path d="M24 70V60a40 40 0 0 1 80 0v10" fill="none" stroke="${color}" stroke-width="7"/><rect x="16" y="66" width="22" height="34" rx="8" fill="${color}"/><rect x="90" y="66" width="22" height="34" rx="8" fill="${color}"/>`,
    facebook: `<circle cx="64" cy="64" r="52" fill="${color}"/><path d="M70 104V70h12l2-14H70v-8c0-4 1-7 7-7h8V29c-2 0-7-1-12-1-12 0-19 7-19 20v8H42v14h12v34z" fill="#fff"/>`,
    instagram: `<rect x="16" y="16" width="96" height="96" rx="28" fill="${color}"/><circle cx="64" cy="64" r="22" fill="none" stroke="#fff" stroke-width="8"/><circle cx="92" cy="36" r="6" fill="#fff"/>`,
    tiktok: `<circle cx="64" cy="64" r="52" fill="${color}"/><path d="M70 30v46a12 12 0 1 1-12-12" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round"/><path d="M70 30c2 12 10 18 20 18" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round"/>`,
    whatsapp: `<circle cx="64" cy="62" r="46" fill="${color}"/><path d="M30 110l8-24" stroke="${color}" stroke-width="12" stroke-linecap="round"/><path d="M48 46c0 20 14 34 34 36l6-8-10-6-5 5c-8-3-13-8-16-16l5-5-6-10z" fill="#fff"/>`,
    phone: `<path d="M36 16h20l8 26-14 8c6 14 16 24 30 30l8-14 26 8v20c0 8-6 14-14 14C58 108 20 70 22 30c0-8 6-14 14-14z" fill="${color}"/>`,
    email: `<rect x="14" y="28" width="100" height="72" rx="10" fill="none" stroke="${color}" stroke-width="7"/><path d="M16 32l48 38 48-38" fill="none" stroke="${color}" stroke-width="7"/>`,
    location: `<path d="M64 116S24 74 24 48a40 40 0 0 1 80 0c0 26-40 68-40 68z" fill="${color}"/><circle cx="64" cy="48" r="14" fill="#fff"/>`,
    cash: `<rect x="10" y="34" width="108" height="60" rx="8" fill="none" stroke="${color}" stroke-width="7"/><circle cx="64" cy="64" r="14" fill="${color}"/>`,
    star: `<path d="M64 12l15 32 35 4-26 24 7 35-31-18-31 18 7-35-26-24 35-4z" fill="${color}"/>`,
  };
  return svg(128, 128, paths[name] ?? paths.star!);
}
