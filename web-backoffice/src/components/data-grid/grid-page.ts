/** One page of a server-side list, as every back-office list API answers it. */
export interface GridPage<Row> {
  data: Row[];
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}
