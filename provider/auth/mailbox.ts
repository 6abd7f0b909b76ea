import { desc, eq } from "drizzle-orm";
import express from "express";
import { z } from "zod";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { mailboxMessages } from "../db/schema/auth";
import { isLoopback } from "../http/faults";
import type { Logger } from "../http/logger";
import { mailboxPage, messagePage } from "./pages";

const MAILBOX_PAGE_SIZE = 50;

/**
 * The local stand-in for email: messages land in the database and are shown at `/mailbox`.
 * Sign-in codes are secrets, so the page answers only on the loopback interface.
 */
export function createMailbox(deps: { db: Database; clock: Clock; logger: Logger }) {
  const { db, clock, logger } = deps;

  async function sendLoginCode(email: string, code: string) {
    await db.insert(mailboxMessages).values({
      recipient: email,
      subject: `${code} is your Boutique sign-in code`,
      body: `Your sign-in code is ${code}.\n\nIt expires in 10 minutes. If you didn't try to sign in, you can ignore this email.`,
      createdAt: clock.now(),
    });
    // The one place a code is logged: locally the console stands in for the inbox.
    logger.info("dev mailbox: sign-in code", { email, code });
  }

  const querySchema = z.object({ email: z.string().trim().toLowerCase().max(254).optional() });

  const router = express.Router();
  router.get("/", async (req, res) => {
    if (!isLoopback(req.socket.remoteAddress)) {
      res
        .status(403)
        .type("html")
        .send(
          messagePage({
            title: "Mailbox unavailable",
            message: "The dev mailbox is only available on this machine.",
          }),
        );
      return;
    }
    const query = querySchema.safeParse(req.query);
    const filter = query.success && query.data.email ? query.data.email : undefined;
    const rows = await db
      .select()
      .from(mailboxMessages)
      .where(filter ? eq(mailboxMessages.recipient, filter) : undefined)
      .orderBy(desc(mailboxMessages.id))
      .limit(MAILBOX_PAGE_SIZE);
    res.setHeader("cache-control", "no-store");
    res.type("html").send(mailboxPage(rows, filter));
  });

  return { router, sendLoginCode };
}
