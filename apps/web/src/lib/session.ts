import type { CurrentUser } from '@sanad/contract';
import { sessionStorageKeys } from '@sanad/contract/client';
import { nameIn } from './names.ts';
import { useSyncExternalStore } from 'react';

/** The signed-in user as kept in sessionStorage after sign-in (spec §3 "Current user session"): the contract's shape. */
export type StoredSession = CurrentUser;

function storageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Browsers with storage disabled throw on access; treat that as no session rather than crashing the shell.
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Enough of the shape to trust the entry: a hand-edited or older entry without a user would break every screen
 * that reads the flags, so it counts as no session.
 */
export function isStoredSession(value: unknown): value is StoredSession {
  return isRecord(value) && typeof value.principal === 'string' && isRecord(value.user) && Array.isArray(value.authorities);
}

let cachedRaw: string | null = null;
let cachedSession: StoredSession | null = null;

/** The stored session, or null for a visitor (missing or unreadable entries count as no session). */
export function readSession(storage: Storage | null = storageOrNull()): StoredSession | null {
  const raw = storage?.getItem(sessionStorageKeys.currentUser) ?? null;
  if (!raw) return null;
  // Same text, same object: React's external-store hook compares snapshots by identity.
  if (raw === cachedRaw) return cachedSession;
  let parsed: StoredSession | null = null;
  try {
    const value: unknown = JSON.parse(raw);
    parsed = isStoredSession(value) ? value : null;
  } catch {
    parsed = null;
  }
  cachedRaw = raw;
  cachedSession = parsed;
  return parsed;
}

/** Spec §6: "signed in" means a session held in session storage. */
export function hasSession(storage: Storage | null = storageOrNull()): boolean {
  return readSession(storage) !== null;
}

const listeners = new Set<() => void>();

/** Tells the screens that read the session (header, banners) that it changed. */
export function notifySessionChanged(): void {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function saveSession(session: StoredSession, storage: Storage | null = storageOrNull()): void {
  try {
    storage?.setItem(sessionStorageKeys.currentUser, JSON.stringify(session));
  } catch {
    // A full or disabled storage leaves the user signed out in this tab, which the guards then handle.
  }
  notifySessionChanged();
}

/** The session, kept current as sign-in, sign-out and the forced screens change it. */
export function useSession(): StoredSession | null {
  return useSyncExternalStore(
    subscribeSession,
    () => readSession(),
    () => null,
  );
}

/** True when the session carries the authority (spec §3 "authorities"). */
export function hasAuthority(session: Pick<StoredSession, 'authorities'> | null, authority: string): boolean {
  return session?.authorities.some((item) => item.authority === authority) ?? false;
}

/** A name to greet the user with, in the UI language, else the principal. */
export function sessionDisplayName(session: StoredSession | null, language: string): string | null {
  if (!session) return null;
  const { nameAr, nameEn } = session.user;
  const candidates = language === 'ar' ? [nameAr, nameEn] : [nameEn, nameAr];
  for (const candidate of [...candidates, session.principal]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim();
  }
  return null;
}

/** The name of the applicant a dependent acts for during an emergency login, in the UI language. */
export function actingForName(session: StoredSession | null, language: string): string | null {
  const actingFor = session?.user.emergencyLogin ? session.user.actingFor : null;
  if (!actingFor) return null;
  return nameIn(actingFor, language) || null;
}
