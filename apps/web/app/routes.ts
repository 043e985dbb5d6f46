import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // Every page takes an optional language prefix (/en/..., /ckb/...); the layout 404s unknown ones.
  route(":lang?", "routes/language-layout.tsx", [
    index("routes/home.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
