/**
 * The page's popups: 'Redirecting to Marketplace', a refused payment, a received removal request
 * (`Toasts.tsx` draws them). Each shows for its `duration` (ms; default TOAST_MS), newest first. A small
 * store of our own, read through React's `useSyncExternalStore`
 * (https://react.dev/reference/react/useSyncExternalStore), rather than a popup library: the three
 * popups need no more, and a library's store cost 1.5 KB gzip of every form's first visit, which has a
 * budget (`test/build/first-visit-bytes.test.ts`).
 */
import { useSyncExternalStore } from 'react';
import { TOAST_MS } from './order-flow/flow-text.ts';

/** What a popup says: plain news, a success, or an error (which is read out at once, as an alert). */
export type ToastKind = 'status' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

export interface ToastOptions {
  /** How long the popup shows, in ms; default TOAST_MS. */
  duration?: number;
}

let shown: readonly Toast[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  shown = next;
  for (const listener of listeners) listener();
}

function show(kind: ToastKind, message: string, { duration = TOAST_MS }: ToastOptions = {}): number {
  lastId += 1;
  const id = lastId;
  publish([{ id, message, kind }, ...shown]);
  setTimeout(() => publish(shown.filter((item) => item.id !== id)), duration);
  return id;
}

/** Shows `message` as a popup; `toast.success` and `toast.error` show it as such. Returns its id. */
export const toast = Object.assign((message: string, options?: ToastOptions) => show('status', message, options), {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NONE: readonly Toast[] = [];

/** The popups showing now, newest first; none in a server render. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => NONE,
  );
}
