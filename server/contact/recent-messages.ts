import { desc } from "drizzle-orm";
import type { StorefrontDatabase } from "../db/client";
import { contactMessages } from "../db/schema";

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** The newest contact messages, with their delivery to the owner (`npm run contact:messages`). */
export function recentContactMessages(
  db: StorefrontDatabase,
  limit: number,
): Promise<ContactMessageRow[]> {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
}
