import { useRouter } from '@tanstack/react-router';
import { type RefObject, useEffect } from 'react';
import { appPathOf } from '../navigation/ContentLink.tsx';

/**
 * Lets plain links inside sanitised content open this site's pages without a reload, as the
 * router's own links do. Only reads the clicked link; the sanitised DOM is left untouched.
 * Modified clicks (new tab, new window) keep the browser's behaviour.
 */
export function useInAppLinkClicks(ref: RefObject<HTMLElement | null>): void {
  // Without a router (a component rendered on its own) links simply reload the page.
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  useEffect(() => {
    const container = ref.current;
    if (!container || !router) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const href = link?.getAttribute('href') ?? '';
      if (appPathOf(href) === undefined) return;
      event.preventDefault();
      // The router takes the full address and removes the base path itself.
      void router.navigate({ href });
    };
    container.addEventListener('click', onClick);
    return () => container.removeEventListener('click', onClick);
  }, [ref, router]);
}
