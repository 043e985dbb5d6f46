import type { RequestContext, Setting, StorefrontServices } from "@dukkan/contracts";
import { type FrameData, type LinkItem, splitPhones } from "#app/lib/frame-data.ts";

const linkItem = (s: Setting): LinkItem => ({ name: s.value, link: s.link, icon: s.icon });

/**
 * The frame's data in one round of parallel, server-cached reads, trimmed to what the menus and the footer
 * show so that the document does not carry every logo and background URL twice. A read that fails leaves
 * its part of the frame empty (logged): the frame and the page still render (issue 21.4).
 */
export async function loadFrameData(services: StorefrontServices, ctx: RequestContext): Promise<FrameData> {
  const { catalog, content } = services;
  const orEmpty = async <T>(read: Promise<T[]>): Promise<T[]> =>
    read.catch((error: unknown) => {
      console.error(`frame data (request ${ctx.requestId})`, error);
      return [];
    });
  const [parts, blogCategories, settings, brands, contacts] = await Promise.all([
    orEmpty(catalog.parts(ctx)),
    orEmpty(content.blogCategories(ctx)),
    orEmpty(content.settings(ctx)),
    orEmpty(catalog.brands(ctx)),
    orEmpty(content.whatsAppContacts(ctx)),
  ]);
  const byKey = (key: string) => settings.filter((s) => s.key === key);
  return {
    parts: parts.map((part) => ({
      id: part.id,
      name: part.name,
      brands: part.brands.map((brand) => ({
        id: brand.id,
        name: brand.name,
        sub_parts: brand.sub_parts.map((sub) => ({
          id: sub.id,
          name: sub.name,
          categories: sub.categories.map(({ id, name }) => ({ id, name })),
        })),
      })),
    })),
    blogCategories: blogCategories.map(({ id, name }) => ({ id, name })),
    phones: byKey("phone").flatMap((s) => splitPhones(s.value)),
    email: byKey("email")[0]?.value ?? null,
    description: byKey("description")[0]?.value ?? null,
    locations: byKey("location").map(linkItem),
    social: byKey("social").map(linkItem),
    payments: byKey("payment").map(linkItem),
    agencies: brands.map(({ id, name }) => ({ id, name })),
    contacts: contacts.map(({ id, name, department, phone, link }) => ({
      id,
      name,
      department,
      phone,
      link,
    })),
  };
}
