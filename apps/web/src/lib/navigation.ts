type Navigate = (to: string) => void;

let navigateImpl: Navigate | undefined;

/** Lets code outside React (the API client) navigate through the router instead of reloading. */
export function registerNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  if (navigateImpl) navigateImpl(to);
  else window.location.assign(to);
}
