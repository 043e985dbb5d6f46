import type { AuditSubject, Localized } from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { colors, productColorSizes, productColors, products } from "@dukkan/db/schema/catalog";
import { eq, inArray } from "drizzle-orm";

type Subjects = Map<number, AuditSubject>;

/**
 * How the audit log names catalogue entities whose snapshots do not (issue 33): a product by its name, a
 * product colour by its product and colour, a size by its product, colour and size. Deleted rows are not named.
 */
export function createCatalogAuditSubjects(db: Db) {
  const variants = () =>
    db
      .select({
        sizeId: productColorSizes.id,
        productColorId: productColors.id,
        name: products.name,
        color: colors.name,
        size: productColorSizes.size,
      })
      .from(productColors)
      .innerJoin(products, eq(products.id, productColors.productId))
      .innerJoin(colors, eq(colors.id, productColors.colorId))
      .leftJoin(productColorSizes, eq(productColorSizes.productColorId, productColors.id));

  const named = (rows: { id: number | null; subject: AuditSubject }[]): Subjects =>
    new Map(rows.filter((row) => row.id !== null).map((row) => [row.id as number, row.subject]));

  return {
    async products(ids: number[]): Promise<Subjects> {
      const rows = await db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(inArray(products.id, ids));
      return named(rows.map((row) => ({ id: row.id, subject: { name: row.name } })));
    },
    async productColors(ids: number[]): Promise<Subjects> {
      const rows = await variants().where(inArray(productColors.id, ids));
      return named(
        rows.map((row) => ({ id: row.productColorId, subject: { name: row.name, color: row.color } })),
      );
    },
    async sizes(ids: number[]): Promise<Subjects> {
      const rows = await variants().where(inArray(productColorSizes.id, ids));
      return named(
        rows.map((row) => ({
          id: row.sizeId,
          subject: { name: row.name, color: row.color, size: row.size as Localized },
        })),
      );
    },
  };
}
