/** The admin panel's Donations tab. */
export function DonationsTab() {
  return <p className="text-navy-800">Card donations and their totals appear here.</p>;
}
