/** The admin panel's Conversations tab. */
export function ConversationsTab() {
  return (
    <p className="text-navy-800">
      Every member's private conversation with the ministry, newest activity first, appears here.
    </p>
  );
}
