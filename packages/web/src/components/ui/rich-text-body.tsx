// HTML the server sanitised (an allow-list of tags and attributes, checked against XSS payloads in its
// tests), shown inside a styled container so headings, lists, images and tables read well on a phone.

import styles from './rich-text-body.module.css';

export function RichTextBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises every rich text when saved.
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
