/**
 * What the service worker tells the app about notifications (sw/push.ts, src/features/push/).
 * sw/sw.ts imports this file too, so it holds no DOM code and no imports.
 */

/**
 * A tap on a notification with a window of the app open: the worker focuses it and asks it to
 * go to `url` in the app (no reload, nothing typed is lost); the app answers on the port.
 */
export const OPEN_FROM_NOTIFICATION = 'OPEN_FROM_NOTIFICATION';

export type OpenFromNotification = { type: typeof OPEN_FROM_NOTIFICATION; url: string };

/** How long the worker waits for the app's answer before it navigates the window itself. */
export const OPEN_ANSWER_MS = 1500;

/** What the notification keeps in its `data`, for the tap. */
export type NotificationData = { url: string };
