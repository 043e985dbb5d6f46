import type { ProductCard, ProductDetail } from "@dukkan/contracts";
import { discountedPrice } from "#app/lib/money.ts";
import { plainText, rasterImage } from "./seo.tsx";

const inStock = "https://schema.org/InStock";
const outOfStock = "https://schema.org/OutOfStock";

/** schema.org Product for a card or a detail: name, images, price in IQD (after discount), availability, rating. */
export function productJsonLd(product: ProductCard | ProductDetail, url: string) {
  const detail = "product_colors" in product ? product : null;
  const images = detail ? [...new Set(detail.product_colors.flatMap((c) => c.images))] : [];
  const sizes = detail ? detail.product_colors.flatMap((c) => c.product_color_sizes) : [];
  const prices = sizes.map((s) => Math.round(discountedPrice(Number(s.price), product.discount)));
  const available = detail ? sizes.some((s) => s.quantity > 0) : product.quantity > 0;
  const lowest = Math.round(discountedPrice(product.price, product.discount));
  const offer =
    prices.length > 1
      ? {
          "@type": "AggregateOffer",
          priceCurrency: "IQD",
          lowPrice: Math.min(...prices),
          highPrice: Math.max(...prices),
          offerCount: prices.length,
        }
      : { "@type": "Offer", priceCurrency: "IQD", price: prices[0] ?? lowest };
  return {
    "@type": "Product",
    name: product.name,
    sku: product.code,
    url,
    image: (images.length > 0 ? images : [product.image].filter(Boolean)).map(rasterImage),
    description: plainText(product.description, 500),
    brand: { "@type": "Brand", name: product.brandName },
    offers: { ...offer, url, availability: available ? inStock : outOfStock },
    ...(product.reviews > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating,
            reviewCount: product.reviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** A listing page's products as an ItemList of Products, in page order. */
export function itemListJsonLd(products: ProductCard[], urlOf: (product: ProductCard) => string) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: products.map((product, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: productJsonLd(product, urlOf(product)),
    })),
  };
}
