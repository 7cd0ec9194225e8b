/**
 * Whether a string is a uuid, the shape of every id the database keeps as `uuid`. Checked
 * before a query: PostgreSQL refuses to cast anything else (an error, not "no such row"), so
 * an id from a path or body that is not one names nothing and answers 404 or 400 at once.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);
