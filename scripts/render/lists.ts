// The folder of the v1 lists (`/v1/models`, `/v1/runs`). Netlify's `/v1/models/*` rule also matches
// `/v1/models.json`, so a list beside a folder would get that folder's headers twice on one host and once on
// the others: the lists live in a folder of their own.
export const V1_LISTS_DIR = '/v1/lists';
