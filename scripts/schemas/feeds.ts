// `/feed.json`: the JSON Feed 1.1 fields this site publishes (https://www.jsonfeed.org/version/1.1/).
import { z } from 'zod';

export const JsonFeed = z.strictObject({
  version: z.literal('https://jsonfeed.org/version/1.1'),
  title: z.string(),
  home_page_url: z.url(),
  feed_url: z.url(),
  description: z.string(),
  language: z.string(),
  authors: z.array(z.strictObject({ name: z.string(), url: z.url() })),
  items: z
    .array(
      z.strictObject({
        id: z.string().describe('Stable: the URL of the run, never reused'),
        url: z.url().describe("The run's page"),
        attachments: z
          .array(z.strictObject({ url: z.url(), mime_type: z.literal('application/json'), title: z.string() }))
          .describe("The run's JSON"),
        title: z.string(),
        summary: z.string(),
        content_html: z.string(),
        date_published: z.iso.datetime({ offset: true }),
        date_modified: z.iso.datetime({ offset: true }),
      }),
    )
    .describe('One item per published full run, newest first'),
});
export type JsonFeed = z.infer<typeof JsonFeed>;
