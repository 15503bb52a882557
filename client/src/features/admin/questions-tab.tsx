/** The admin panel's Questions tab. */
export function QuestionsTab() {
  return <p className="text-navy-800">Members' questions, pending first, are answered here.</p>;
}
