import { RateLimiterMemory, type RateLimiterRes } from "rate-limiter-flexible";

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/**
 * How sign-in codes are limited. Guessing is bounded for good, not per window (NIST SP 800-63B
 * §5.2.2): a code dies after 5 wrong tries (login-codes.ts); each further code a client uses up
 * for an email locks that client out of that email for twice as long (1, 2, 4 … minutes); and
 * wrong tries have daily caps per client and email (20), per client (100) and per email (100,
 * NIST's bound on consecutive failures).
 *
 * Counts are kept per client AND email together, so a stranger asking codes for someone's
 * email, or guessing them, uses up the stranger's allowance, not the owner's. The one count
 * across clients, wrong tries per email, does not apply to a client that has signed in as that
 * email before (NIST's "IP allowlisting" mitigation), and the owner's successful sign-in clears
 * the email's counts.
 */
export const SIGN_IN_LIMITS = {
  codeRequestsPerClientAndEmail: { points: 5, duration: 15 * MINUTE },
  codeRequestsPerClient: { points: 50, duration: 15 * MINUTE },
  codeAttemptsPerClient: { points: 100, duration: 15 * MINUTE },
  wrongCodesPerClientAndEmail: { points: 20, duration: DAY },
  wrongCodesPerClient: { points: 100, duration: DAY },
  wrongCodesPerEmail: { points: 100, duration: DAY },
  /** Wrong tries after which a client is locked out of an email, doubling each time. */
  wrongCodesPerLockout: 5,
  firstLockoutSeconds: MINUTE,
} as const;

/**
 * How long a client is remembered as having signed in as an email. Below 24.8 days: the
 * in-memory store expires keys with setTimeout, which fires at once for longer delays.
 */
const KNOWN_CLIENT_SECONDS = 14 * DAY;

/**
 * The limits live in this process's memory (rate-limiter-flexible's RateLimiterMemory): the
 * provider runs as one process per shop, so every request meets the same counts, and a restart
 * forgets only the delays, never a used code (codes and their tries are in the database).
 */
export function createSignInLimits() {
  const L = SIGN_IN_LIMITS;
  const limiter = (rule: { points: number; duration: number }) => new RateLimiterMemory(rule);
  const requestsPair = limiter(L.codeRequestsPerClientAndEmail);
  const requestsClient = limiter(L.codeRequestsPerClient);
  const attemptsClient = limiter(L.codeAttemptsPerClient);
  const wrongPair = limiter(L.wrongCodesPerClientAndEmail);
  const wrongClient = limiter(L.wrongCodesPerClient);
  const wrongEmail = limiter(L.wrongCodesPerEmail);
  // Blocked keys only; `block` sets the length of each lockout.
  const lockouts = limiter({ points: 1, duration: DAY });
  const knownClients = limiter({ points: 1, duration: KNOWN_CLIENT_SECONDS });
  const pair = (client: string, email: string) => `${client}\n${email}`;

  /** Seconds until `limiter` lets `key` in again, or 0 when it is under `points` now. */
  async function wait(limiter: RateLimiterMemory, key: string, points: number) {
    const res = await limiter.get(key);
    if (!res || res.msBeforeNext <= 0 || res.consumedPoints < points) return 0;
    return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  }

  /** Consumes one point; the seconds to wait when that was one too many, else 0. */
  async function take(limiter: RateLimiterMemory, key: string) {
    try {
      await limiter.consume(key);
      return 0;
    } catch (rejection) {
      if (rejection instanceof Error) throw rejection;
      return Math.max(1, Math.ceil((rejection as RateLimiterRes).msBeforeNext / 1000));
    }
  }

  /** Whether wrong tries keep this client from trying (or asking) codes for this email. */
  async function guessingBlocked(client: string, email: string) {
    const known = await wait(knownClients, pair(client, email), 1);
    const waits = await Promise.all([
      wait(lockouts, pair(client, email), 1),
      wait(wrongPair, pair(client, email), L.wrongCodesPerClientAndEmail.points),
      wait(wrongClient, client, L.wrongCodesPerClient.points),
      known ? 0 : wait(wrongEmail, email, L.wrongCodesPerEmail.points),
    ]);
    return Math.max(...waits);
  }

  return {
    /** Before a code is sent: seconds to wait, or 0 to go ahead (and the request is counted). */
    async codeRequest(client: string, email: string) {
      const blocked = await guessingBlocked(client, email);
      if (blocked) return blocked;
      return (
        (await take(requestsClient, client)) || (await take(requestsPair, pair(client, email)))
      );
    },

    /** Before a code is checked: seconds to wait, or 0 to go ahead (and the try is counted). */
    async codeAttempt(client: string, email: string) {
      return (await take(attemptsClient, client)) || (await guessingBlocked(client, email));
    },

    /** After a wrong code: counts it, and locks the client out of the email at every fifth. */
    async wrongCode(client: string, email: string) {
      const [res] = await Promise.all([
        wrongPair.penalty(pair(client, email)),
        wrongClient.penalty(client),
        wrongEmail.penalty(email),
      ]);
      // The first used-up code costs nothing more (the page says "Send a new code to try
      // again"); each further one costs a wait twice as long as the last.
      const burned = Math.floor(res.consumedPoints / L.wrongCodesPerLockout);
      if (burned > 1 && res.consumedPoints % L.wrongCodesPerLockout === 0) {
        const seconds = Math.min(L.firstLockoutSeconds * 2 ** (burned - 2), DAY);
        await lockouts.block(pair(client, email), seconds);
      }
    },

    /** After the owner signs in: their client is known, and the email's counts start again. */
    async signedIn(client: string, email: string) {
      await Promise.all([
        knownClients.block(pair(client, email), KNOWN_CLIENT_SECONDS),
        wrongEmail.delete(email),
        wrongPair.delete(pair(client, email)),
        lockouts.delete(pair(client, email)),
        requestsPair.delete(pair(client, email)),
      ]);
    },
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;

export { clientKey } from "../http/client-key";
