import type { Profile } from './profiles.ts';
import type { PageMeta } from './seo.ts';

type MetaSource = Pick<Profile, 'NickName' | 'FirstName' | 'LastName' | 'AboutMe' | 'Location'> & {
  ListOfTalants: { Name: string }[];
};

/** "First Last", else the nickname: how a profile names its person everywhere. */
export function profileDisplayName(p: Pick<Profile, 'NickName' | 'FirstName' | 'LastName'>): string {
  return [p.FirstName, p.LastName].filter(Boolean).join(' ') || p.NickName;
}

/**
 * A profile page's title and description, shared by the server (crawler tags) and the web client
 * (document head), so both say the same: «Анна Соколова (@anna) — Вокалист, Музыкант».
 */
export function profileMeta(p: MetaSource): PageMeta {
  const name = profileDisplayName(p);
  const talents = p.ListOfTalants.map((t) => t.Name).join(', ');
  const place = p.Location.CityName ?? p.Location.CountryName;
  const description = [talents, place, p.AboutMe?.slice(0, 160)].filter(Boolean).join(' · ');
  return {
    title: talents ? `${name} (@${p.NickName}) — ${talents}` : `${name} (@${p.NickName})`,
    description: description || name,
  };
}
