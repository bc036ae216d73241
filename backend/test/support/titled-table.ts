/** A table body of a key and a display title: the smallest table a link can point to (create-table request). */
export const titledTable = (title: string) => ({
  table_name: title,
  title,
  columns: [
    { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
    { column_name: 'title', title: 'Title', uidt: 'SingleLineText', pv: true },
  ],
});
