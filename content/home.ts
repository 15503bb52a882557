/** Copy of the home page. Plain data: imports nothing. */

export const hero = {
  eyebrow: 'Bible Teaching Training',
  title: 'Learn the Faith Once Delivered to the Saints',
  lead: 'Free, in-depth Bible teaching training grounded in the earliest manuscripts. Study the Scriptures book by book, watch our video teachings and grow in the truth Jesus and the apostles proclaimed.',
} as const;

export const mission = {
  title: 'Our Mission',
  paragraphs: [
    'We exist to restore the original faith of Jesus and the apostles. Over the centuries many traditions have been layered on top of the simple message of the Kingdom of God; we go back to the earliest manuscripts of Scripture to hear again what the first believers heard, and we teach it plainly, free of denominational bias.',
    'Our studies, videos and study tools are offered to help you read the Bible for yourself: to test every teaching against the Word, to understand God’s plan from Creation to the restoration of all things, and to stand firm in the truth with a living hope in the coming Kingdom.',
  ],
} as const;

/** The fixed card of the 'Featured Content' grid. */
export const restorationStudy = {
  label: 'Bible Study',
  title: 'The Restoration of All Things',
  description:
    'A complete biblical timeline of God’s plan to restore all things, from the promises to Abraham to the coming Kingdom.',
} as const;

export const newsletter = {
  title: 'Weekly Insights in Your Inbox',
  lead: 'Subscribe to receive weekly insights and updates on biblical teachings, new studies and video releases.',
  note: 'No spam. Unsubscribe anytime.',
} as const;
