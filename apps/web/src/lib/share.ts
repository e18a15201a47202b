import { notifyError, notifySuccess } from './notify.tsx';

/** Phones and tablets get the system share sheet; desktops copy the link (their share sheets are odd). */
function prefersShareSheet(): boolean {
  return (
    typeof navigator.share === 'function' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(pointer: coarse)').matches
  );
}

/**
 * Shares a page: the share sheet on touch screens, else the link to the clipboard with a notice
 * (`copied`), or `failed` when the clipboard refuses.
 */
export async function shareLink(
  share: { url: string; title: string; text: string },
  messages: { copied: string; failed: string },
): Promise<void> {
  if (prefersShareSheet()) {
    try {
      await navigator.share(share);
      return;
    } catch (error) {
      // The person closed the sheet: nothing to say. Anything else: fall back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(share.url);
    notifySuccess(messages.copied);
  } catch {
    notifyError(messages.failed);
  }
}
