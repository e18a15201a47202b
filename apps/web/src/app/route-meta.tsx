import { fullTitle, type PageMeta, ROUTE_META, routeMetaKey, SITE_NAME, toLang } from '@talanty/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useCurrentMetaOverride } from '../lib/meta-override.ts';
import { type MetaContext, type RouteHandle, useRouteHandle } from '../lib/route-handle.ts';
import { NAMESPACES } from '../locales/resources.ts';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.setAttribute('content', content);
}

export function resolvePageMeta(pathname: string, handle: RouteHandle, context: MetaContext): PageMeta {
  const shared = ROUTE_META[context.lang];
  if (handle.notFound) return shared.notFound;
  const key = routeMetaKey(pathname) ?? handle.meta;
  // The shared "auth" entry is the sign-in page's; its siblings keep their own titles.
  if (key === 'auth' && handle.planned && handle.planned !== 'signIn') {
    return { title: context.t(`planned:${handle.planned}.title`), description: shared.auth.description };
  }
  if (key) return shared[key];
  if (handle.resolveMeta) return handle.resolveMeta(context);
  if (handle.planned) {
    return {
      title: context.t(`planned:${handle.planned}.title`),
      description: context.t(`planned:${handle.planned}.description`),
    };
  }
  return shared.home;
}

/** Spec section 2: on every navigation set the page title, description and sharing tags. */
export function RouteMeta() {
  const { t, i18n } = useTranslation(NAMESPACES);
  const { pathname } = useLocation();
  const params = useParams();
  const handle = useRouteHandle();
  const override = useCurrentMetaOverride();
  const lang = toLang(i18n.language);
  const meta = override ?? resolvePageMeta(pathname, handle, { lang, t, params });
  const title = fullTitle(meta.title, lang);

  useEffect(() => {
    document.title = title;
    setMeta('name', 'description', meta.description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', meta.description);
    setMeta('property', 'og:url', `${window.location.origin}${pathname}`);
    setMeta('property', 'og:site_name', SITE_NAME[lang]);
    setMeta('property', 'og:locale', lang === 'ru' ? 'ru_RU' : 'en_US');
  }, [title, meta.description, pathname, lang]);

  return null;
}
