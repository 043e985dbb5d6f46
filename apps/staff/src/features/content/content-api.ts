import type { ContentKind, StaffContentItem } from "@dukkan/contracts/content-admin";
import type { SettingFormKey, SettingForms } from "@dukkan/contracts/settings-admin";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "#staff/lib/api.ts";

export type ContentItem = StaffContentItem;

export const contentListQuery = (kind: ContentKind) =>
  queryOptions({
    queryKey: ["content", kind, "list"],
    queryFn: async () => (await staffApi<{ data: ContentItem[] }>(`staff/content/${kind}`)).data,
  });

export const contentItemQuery = (kind: ContentKind, id: number) =>
  queryOptions({
    queryKey: ["content", kind, "one", id],
    queryFn: async () => (await staffApi<{ data: ContentItem }>(`staff/content/${kind}/${id}`)).data,
  });

/** Create, change, delete, publish; every query is stale after each (lists, history). */
export function useContentWrite(kind: ContentKind) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries();
  const one = async (path: string, method: "POST" | "PATCH", body?: Record<string, unknown>) =>
    (await staffApi<{ data: ContentItem }>(path, { method, ...(body ? { body } : {}) })).data;
  return {
    create: useMutation({
      mutationFn: (body: Record<string, unknown>) => one(`staff/content/${kind}`, "POST", body),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: Record<string, unknown> }) =>
        one(`staff/content/${kind}/${id}`, "PATCH", body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => staffApi<null>(`staff/content/${kind}/${id}`, { method: "DELETE" }),
      // The deleted row's own query is dropped, not fetched again (it would be a 404 while the page leaves).
      onSuccess: (_done, id) => {
        const own = (key: readonly unknown[]) => key[0] === "content" && key[2] === "one" && key[3] === id;
        queryClient.removeQueries({ predicate: (query) => own(query.queryKey) });
        return queryClient.invalidateQueries({ predicate: (query) => !own(query.queryKey) });
      },
    }),
    publish: useMutation({
      mutationFn: (id: number) => one(`staff/content/${kind}/${id}/publish`, "POST"),
      onSuccess,
    }),
    preview: useMutation({
      mutationFn: async (id: number) =>
        (
          await staffApi<{ data: { path: string } }>(`staff/content/${kind}/${id}/preview`, {
            method: "POST",
          })
        ).data.path,
    }),
  };
}

export const settingsQuery = queryOptions({
  queryKey: ["settings"],
  queryFn: async () => (await staffApi<{ data: SettingForms }>("staff/settings")).data,
});

export function useSaveSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: SettingFormKey; body: unknown }) =>
      staffApi<{ data: unknown }>(`staff/settings/${key}`, {
        method: "PUT",
        body: body as Record<string, unknown>,
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
