/**
 * The settings pages are mounted under /user, /howitworks, /invite, /quotes and at the root (spec
 * section 2); links between them stay under the mount point the person came by.
 */
export function settingsPaths(pathname: string) {
  const match = /^(.*)\/(accountsetting|privacysetting)\/?$/.exec(pathname);
  const base = match?.[1] ?? '/user';
  const editingBase = base === '' ? '/user' : base;
  return {
    account: `${base}/accountsetting`,
    privacy: `${base}/privacysetting`,
    profileEdit: `${editingBase}/profile-edit`,
  };
}
