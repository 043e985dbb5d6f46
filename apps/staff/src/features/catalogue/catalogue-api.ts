import type {
  ProductColorCreate,
  ProductColorUpdate,
  ProductCreate,
  ProductUpdate,
  SizeCreate,
  SizeUpdate,
} from "@dukkan/contracts";
import type {
  PaletteColor,
  StaffProduct,
  StaffProductList,
  StaffProductVisibility,
} from "@dukkan/contracts/staff-products";
import type { StaffBrand, StaffCategory } from "@dukkan/contracts/taxonomy-admin";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "#staff/lib/api.ts";

/** The product screens' queries and writes; a write answers the whole product, which replaces the cached one. */

export const productsQuery = (query: Record<string, string | number | undefined>) =>
  queryOptions({
    queryKey: ["products", "list", query],
    queryFn: () => staffApi<StaffProductList>("staff/products", { query }),
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: ["products", "one", id],
    queryFn: async () => (await staffApi<{ data: StaffProduct }>(`staff/products/${id}`)).data,
  });

export const visibilityQuery = (id: number) =>
  queryOptions({
    queryKey: ["products", "visibility", id],
    queryFn: async () =>
      (await staffApi<{ data: StaffProductVisibility }>(`staff/products/${id}/visibility`)).data,
  });

/** Brands and categories for pickers and filters: the first 100 of each, in the shop's order. */
export const brandsQuery = queryOptions({
  queryKey: ["brands", "options"],
  queryFn: async () =>
    (await staffApi<{ data: StaffBrand[] }>("staff/brands", { query: { per_page: 100 } })).data,
  staleTime: 60_000,
});
export const categoriesQuery = queryOptions({
  queryKey: ["categories", "options"],
  queryFn: async () =>
    (await staffApi<{ data: StaffCategory[] }>("staff/categories", { query: { per_page: 100 } })).data,
  staleTime: 60_000,
});
export const paletteQuery = queryOptions({
  queryKey: ["palette"],
  queryFn: async () => (await staffApi<{ data: PaletteColor[] }>("staff/palette-colors")).data,
  staleTime: 5 * 60_000,
});

type ProductAnswer = { data: StaffProduct };

/** Every product write: the answer becomes the cached product; lists and the visibility panel refetch. */
export function useProductWrite<Input>(send: (input: Input) => Promise<ProductAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ data }) => {
      client.setQueryData(productQuery(data.id).queryKey, data);
      void client.invalidateQueries({ queryKey: ["products", "list"] });
      void client.invalidateQueries({ queryKey: ["products", "visibility", data.id] });
    },
  });
}

export const productWrites = {
  create: (body: ProductCreate) => staffApi<ProductAnswer>("staff/products", { method: "POST", body }),
  update: (id: number, body: ProductUpdate) =>
    staffApi<ProductAnswer>(`staff/products/${id}`, { method: "PATCH", body }),
  addColor: (productId: number, body: ProductColorCreate) =>
    staffApi<ProductAnswer>(`staff/products/${productId}/colors`, { method: "POST", body }),
  updateColor: (id: number, body: ProductColorUpdate) =>
    staffApi<ProductAnswer>(`staff/colors/${id}`, { method: "PATCH", body }),
  addSize: (colorId: number, body: SizeCreate) =>
    staffApi<ProductAnswer>(`staff/colors/${colorId}/sizes`, { method: "POST", body }),
  updateSize: (id: number, body: SizeUpdate) =>
    staffApi<ProductAnswer>(`staff/sizes/${id}`, { method: "PATCH", body }),
};

/** Deletions answer nothing: the product (or the list) is fetched again. */
export function useProductDelete() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (path: string) => staffApi<unknown>(path, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["products"] }),
  });
}
