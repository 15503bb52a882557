/** The admin panel's Messages tab. */
export function MessagesTab() {
  return <p className="text-navy-800">Messages sent through the contact form appear here.</p>;
}
