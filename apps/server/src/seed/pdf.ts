/** A minimal valid one-page PDF (A4, Helvetica) with a title and lines of ASCII text. */
export function textPdf(title: string, lines: readonly string[]): Buffer {
  const esc = (s: string) =>
    s
      .replace(/[^\x20-\x7e]/g, "?")
      .replace(/\\/g, "\\\\")
      .replace(/\(/g, "\\(")
      .replace(/\)/g, "\\)");
  let content = `BT /F2 20 Tf 56 780 Td (${esc(title)}) Tj ET\n0.78 0.64 0.15 RG 3 w 56 765 m 300 765 l S\n`;
  content += "BT /F1 11 Tf 56 740 Td 16 TL\n";
  for (const line of lines) content += `(${esc(line)}) Tj T*\n`;
  content += "ET\n";
  content += "BT /F1 8 Tf 56 40 Td (Dukkan - Karkh & Rusafa showrooms, Baghdad - dukkan.iq) Tj ET\n";
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}endstream`,
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
