import { contentPageDefinition, contentPageNames } from "@dukkan/contracts/content-kinds";
import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** The content pages with a fixed path, from the contracts' list (decision 0029). */
const contentPageRoutes = contentPageNames.map((page) => {
  const { path, file, routeId } = contentPageDefinition(page);
  return route(path.slice(1), file, routeId ? { id: routeId } : {});
});

export default [
  // Every page takes an optional language prefix (/en/..., /ckb/...); the layout 404s unknown ones.
  route(":lang?", "routes/language-layout.tsx", [
    index("routes/home.tsx"),
    // Content pages (issue 8): those with an id in the path here, the others from the contracts' list.
    ...contentPageRoutes,
    route("Blogs/:blogCategoryId", "routes/blogs.tsx"),
    route("Blog/:id", "routes/blog.tsx"),
    route("Dealer/:id", "routes/dealer-type.tsx"),
    route("DealerDetail/:dealer", "routes/dealer-detail.tsx"),
    // Product pages (issue 7); paths match case-insensitively, so /product/:id is /Product/:id too.
    route("Products", "routes/products.tsx"),
    route("Products/:brandId", "routes/brand-products.tsx"),
    route("sale", "routes/sale.tsx"),
    route("search", "routes/search.tsx"),
    route("Product/:id", "routes/product.tsx"),
    // Cart, wishlist and account (issue 9); paths match case-insensitively, so /Login also answers /login.
    route("cart", "routes/cart.tsx"),
    route("cart/lines", "routes/cart-lines.ts"),
    route("Wishlist", "routes/wishlist.tsx"),
    route("register", "routes/register.tsx"),
    route("Login", "routes/login.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("profile", "routes/profile.tsx"),
    // Checkout and order tracking (issue 10)
    route("checkout", "routes/checkout.tsx"),
    route("order", "routes/order.tsx"),
    // The web app manifest in the page's language (issue 35).
    route("manifest.webmanifest", "routes/manifest.ts"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
