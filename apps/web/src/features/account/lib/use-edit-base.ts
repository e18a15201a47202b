import { useLocation } from 'react-router';

const BASES = ['user', 'howitworks', 'invite', 'quotes'];

/** The editing group is mounted under /user, /howitworks, /invite and /quotes: stay in the one in use. */
export function useEditBase(): string {
  const first = useLocation().pathname.split('/')[1] ?? '';
  return `/${BASES.includes(first) ? first : 'user'}`;
}
