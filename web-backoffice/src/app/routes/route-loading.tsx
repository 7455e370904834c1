export function RouteLoading() {
  return (
    <p className="route-loading" role="status">
      Loading…
    </p>
  );
}
