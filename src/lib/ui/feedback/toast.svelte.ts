/**
 * The app's confirmation in place: one message at a time, with an action such as Undo. Any screen
 * shows one with `showToast`; the layout says it in its live region and draws it with ToastHost,
 * which keeps it for SHOWN_MS (longer while the person is on it) and runs its action. Only this
 * small state is first-visit code; the host loads with the first message.
 */
import type { Result } from '$lib/gateway';

export interface ToastAction {
	label: string;
	/** What the message becomes once the action has worked. */
	done: string;
	run: () => Promise<Result<unknown>>;
}

export interface Toast {
	message: string;
	action?: ToastAction;
}

/** The message on screen, if any; each has an id of its own, so showing the same words again starts over. */
export const toasts = $state<{ current?: Toast & { id: number } }>({});

let shown = 0;

export function showToast(toast: Toast): void {
	toasts.current = { ...toast, id: ++shown };
}

export function dismissToast(): void {
	toasts.current = undefined;
}
