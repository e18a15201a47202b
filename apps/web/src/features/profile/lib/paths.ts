/** Where the owner edits their profile and each talent (the account feature's pages). */
export const PROFILE_EDIT_PATH = '/user/profile-edit';
export const talentEditPath = (code: string) => `/user/edit-talant/${encodeURIComponent(code)}`;
