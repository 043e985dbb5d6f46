import type {
  clientResponseSchema,
  couponValidateResponseSchema,
  favoriteListResponseSchema,
  favoriteToggleResponseSchema,
  LoginResponse,
  orderListResponseSchema,
  orderResponseSchema,
  ProductDetail,
  SearchResponse,
  SuggestionsResponse,
  TokenResponse,
} from "@dukkan/contracts";
import type { z } from "zod";

/**
 * What each path the browser calls answers on success, from the contracts' response schemas (the ones the
 * server's routes declare): `api()` takes its answer's type from here, so a call site casts nothing. A path not
 * listed answers `unknown` (nothing read from it). Types only: no schema reaches the browser bundle.
 */
export interface ApiAnswers {
  "/refresh": TokenResponse;
  "/client-login": LoginResponse;
  "/client/password-reset/confirm": LoginResponse;
  "/client": z.infer<typeof clientResponseSchema>;
  [profile: `/client/${number}`]: z.infer<typeof clientResponseSchema>;
  [password: `/client/${number}/password`]: TokenResponse;
  "/client-auth/orders": z.infer<typeof orderListResponseSchema>;
  "/client-auth/favorite": z.infer<typeof favoriteToggleResponseSchema>;
  "/client-auth/list-fav": z.infer<typeof favoriteListResponseSchema>;
  "/products/search": SearchResponse;
  "/products/suggestions": SuggestionsResponse;
  [product: `/products/${number}`]: { data: ProductDetail };
  "/coupons/validate": z.infer<typeof couponValidateResponseSchema>;
  "/orders": z.infer<typeof orderResponseSchema>;
  "/orders/lookup": z.infer<typeof orderResponseSchema>;
}

export type ApiAnswer<Path extends string> = Path extends keyof ApiAnswers ? ApiAnswers[Path] : unknown;
