/** The admin panel's Newsletter tab. */
export function NewsletterTab() {
  return <p className="text-navy-800">Newsletter subscribers and campaigns are managed here.</p>;
}
