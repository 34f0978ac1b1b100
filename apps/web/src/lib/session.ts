import { sessionStorageKeys } from '@sanad/contract/client';

/**
 * The signed-in user as stored in sessionStorage after sign-in (spec §3 "Current user session"). Its exact shape
 * belongs to the identity part of the contract; until that lands only the fields the shell reads are typed here.
 */
export interface StoredSession {
  principal?: unknown;
  user?: Record<string, unknown>;
  authorities?: unknown;
}

function storageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Browsers with storage disabled throw on access; treat that as no session rather than crashing the shell.
    return null;
  }
}

/** The stored session, or null for a visitor (missing or unreadable entries count as no session). */
export function readSession(storage: Storage | null = storageOrNull()): StoredSession | null {
  const raw = storage?.getItem(sessionStorageKeys.currentUser);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as StoredSession) : null;
  } catch {
    return null;
  }
}

/** Spec §6: "signed in" means a session held in session storage. */
export function hasSession(storage: Storage | null = storageOrNull()): boolean {
  return readSession(storage) !== null;
}

export function saveSession(session: StoredSession, storage: Storage | null = storageOrNull()): void {
  storage?.setItem(sessionStorageKeys.currentUser, JSON.stringify(session));
}

/** A name to greet the user with: the user's own name fields when present, else the principal. */
export function sessionDisplayName(session: StoredSession | null, language: string): string | null {
  if (!session) return null;
  const user = session.user ?? {};
  const candidates =
    language === 'ar' ? [user.fullNameAr, user.nameAr, user.fullName, user.name] : [user.fullNameEn, user.nameEn, user.fullName, user.name];
  for (const candidate of [...candidates, session.principal]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim();
  }
  return null;
}
