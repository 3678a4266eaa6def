export interface JsonLdProps {
  data: object;
}

/** Structured data for crawlers; `<` is escaped so content can never close the script element. */
export function JsonLd({ data }: JsonLdProps) {
  return <script data-site-script="" type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
