import type { Actor, StockAdjustmentReason, StockMovementReason } from "@dukkan/contracts";
import { type Db, rowsOf } from "@dukkan/db";
import {
  colors,
  productColorSizes,
  productColors,
  products,
  type StockMovementRow,
  stockMovements,
} from "@dukkan/db/schema/catalog";
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { containsPattern } from "#server/lib/like-pattern.ts";

/** Sizes with their colour and product, as the stock screens list them. */
const stockSizes = (db: Db) =>
  db
    .select({
      sizeId: productColorSizes.id,
      size: productColorSizes.size,
      quantity: productColorSizes.quantity,
      productId: products.id,
      productName: products.name,
      code: products.code,
      active: sql<boolean>`${products.status} = 1`,
      colorName: colors.name,
    })
    .from(productColorSizes)
    .innerJoin(productColors, eq(productColors.id, productColorSizes.productColorId))
    .innerJoin(colors, eq(colors.id, productColors.colorId))
    .innerJoin(products, eq(products.id, productColors.productId));

/** What every movement records beside its size and delta. */
export interface MovementSource {
  reason: StockMovementReason;
  actor: Actor;
  orderNumber?: string | null;
  adjustmentReason?: StockAdjustmentReason | null;
  note?: string | null;
}

/**
 * The SQL of the stock ledger. Every statement that changes a size's quantity inserts its movement in the same
 * statement (a data-modifying CTE), so that the ledger costs no extra round trip and cannot be forgotten.
 */
export function createStockRepository() {
  return {
    /**
     * Takes `quantity` units when that many are left, recording the movement; false when fewer are left. The row
     * lock makes concurrent orders queue here, and each sees the quantity the previous one left.
     */
    async take(tx: Db, line: { sizeId: number; quantity: number }, source: MovementSource): Promise<boolean> {
      const rows = await rowsOf(
        tx.execute(sql`
          WITH taken AS (
            UPDATE product_color_sizes SET quantity = quantity - ${line.quantity}, updated_at = now()
             WHERE id = ${line.sizeId} AND quantity >= ${line.quantity}
            RETURNING id, quantity, product_color_id)
          INSERT INTO stock_movements
                 (size_id, product_id, delta, quantity_after, reason, actor, actor_id, order_number, note)
          SELECT t.id, c.product_id, ${-line.quantity}, t.quantity, ${source.reason}, ${source.actor.kind},
                 ${source.actor.id}, ${source.orderNumber ?? null}, ${source.note ?? null}
            FROM taken t JOIN product_colors c ON c.id = t.product_color_id
          RETURNING id`),
      );
      return rows.length === 1;
    },

    /** Locks the sizes in id order (as checkout takes them, so that the two never deadlock). */
    async lock(tx: Db, sizeIds: number[]) {
      return tx
        .select({ id: productColorSizes.id, quantity: productColorSizes.quantity })
        .from(productColorSizes)
        .where(inArray(productColorSizes.id, sizeIds))
        .orderBy(asc(productColorSizes.id))
        .for("no key update");
    },

    /** Adds `delta` units to each size (sizes deleted since are skipped), recording one movement per size. */
    async add(tx: Db, lines: { sizeId: number; delta: number }[], source: MovementSource) {
      return rowsOf<{ id: number }>(
        tx.execute(sql`
          WITH change AS (
            SELECT * FROM unnest(${sql.param(lines.map((l) => l.sizeId))}::int[],
                                 ${sql.param(lines.map((l) => l.delta))}::int[]) AS c(size_id, delta)),
          changed AS (
            UPDATE product_color_sizes s SET quantity = s.quantity + c.delta, updated_at = now()
              FROM change c WHERE s.id = c.size_id
            RETURNING s.id, s.quantity, s.product_color_id, c.delta)
          INSERT INTO stock_movements
                 (size_id, product_id, delta, quantity_after, reason, actor, actor_id, order_number,
                  adjustment_reason, note)
          SELECT d.id, pc.product_id, d.delta, d.quantity, ${source.reason}, ${source.actor.kind},
                 ${source.actor.id}, ${source.orderNumber ?? null}, ${source.adjustmentReason ?? null},
                 ${source.note ?? null}
            FROM changed d JOIN product_colors pc ON pc.id = d.product_color_id
          RETURNING id`),
      );
    },

    /** Movements written beside the change they record (new sizes' opening stock). */
    async record(
      tx: Db,
      rows: { sizeId: number; productId: number; delta: number; quantityAfter: number }[],
      source: MovementSource & { at?: Date | undefined },
    ) {
      for (let i = 0; i < rows.length; i += 1_000) {
        await tx.insert(stockMovements).values(
          rows.slice(i, i + 1_000).map((row) => ({
            ...row,
            reason: source.reason,
            actor: source.actor.kind,
            actorId: source.actor.id,
            orderNumber: source.orderNumber ?? null,
            note: source.note ?? null,
            ...(source.at ? { createdAt: source.at } : {}),
          })),
        );
      }
    },

    async size(db: Db, sizeId: number) {
      const [row] = await stockSizes(db).where(eq(productColorSizes.id, sizeId));
      return row;
    },

    async exists(db: Db, sizeId: number) {
      return (await db.$count(productColorSizes, eq(productColorSizes.id, sizeId))) > 0;
    },

    async stock(db: Db, sizeIds: number[]) {
      const rows = await db
        .select({ id: productColorSizes.id, quantity: productColorSizes.quantity })
        .from(productColorSizes)
        .where(inArray(productColorSizes.id, sizeIds));
      return new Map(rows.map((r) => [r.id, r.quantity]));
    },

    /** Everything needed to price and describe the asked sizes, with the product and colour they belong to. */
    sellable(db: Db, sizeIds: number[]) {
      return db
        .select({
          sizeId: productColorSizes.id,
          sizeName: productColorSizes.size,
          price: productColorSizes.price,
          quantity: productColorSizes.quantity,
          productColorId: productColors.id,
          colorName: colors.name,
          colorImages: productColors.images,
          productId: products.id,
          name: products.name,
          code: products.code,
          image: products.image,
          discount: products.discount,
          status: products.status,
          deletedAt: products.deletedAt,
        })
        .from(productColorSizes)
        .innerJoin(productColors, eq(productColors.id, productColorSizes.productColorId))
        .innerJoin(colors, eq(colors.id, productColors.colorId))
        .innerJoin(products, eq(products.id, productColors.productId))
        .where(inArray(productColorSizes.id, sizeIds));
    },

    async movement(db: Db, id: number): Promise<StockMovementRow | undefined> {
      const [row] = await db.select().from(stockMovements).where(eq(stockMovements.id, id));
      return row;
    },

    async history(db: Db, sizeId: number, page: { limit: number; offset: number }) {
      const where = eq(stockMovements.sizeId, sizeId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(stockMovements)
          .where(where)
          .orderBy(desc(stockMovements.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(stockMovements).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Sizes of products not deleted with `min` to `threshold` units (of active products if asked), fewest first. */
    async low(
      db: Db,
      filter: { threshold: number; min: number; active?: boolean | undefined; q?: string | undefined },
      page: { limit: number; offset: number },
    ) {
      const where = and(
        lte(productColorSizes.quantity, filter.threshold),
        gte(productColorSizes.quantity, filter.min),
        isNull(products.deletedAt),
        filter.active === undefined ? undefined : eq(products.status, filter.active ? 1 : 0),
        filter.q
          ? or(
              ilike(products.code, containsPattern(filter.q)),
              sql`${products.name}::text ILIKE ${containsPattern(filter.q)}`,
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        stockSizes(db)
          .where(where)
          .orderBy(asc(productColorSizes.quantity), asc(productColorSizes.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: count() })
          .from(productColorSizes)
          .innerJoin(productColors, eq(productColors.id, productColorSizes.productColorId))
          .innerJoin(products, eq(products.id, productColors.productId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type StockRepository = ReturnType<typeof createStockRepository>;
export type StockSizeRow = Awaited<ReturnType<typeof stockSizes>>[number];
export type SellableRow = Awaited<ReturnType<StockRepository["sellable"]>>[number];
