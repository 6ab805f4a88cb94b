// The safety namespace's English source: SPEC §2's report / block dialog, §5's reason rule and
// §8's toasts, shared by Messages, profiles, posts and comments.
export const en = {
  trigger: {
    label: "Report or block {{name}}",
    text: "Report or block",
  },
  dialog: {
    title: "Report or block {{name}}",
    mode: "What do you want to do?",
    report: "Report",
    block: "Block",
    cancel: "Cancel",
  },
  report: {
    intro: "Tell us what is wrong. A moderator reviews every report; {{name}} is not told who reported them.",
    reason: "Reason",
    details: "Details (optional)",
    detailsPlaceholder: "What happened? Add anything that helps a moderator understand.",
    submit: "Submit Report",
    reasonRequired: "Please select a reason",
    reasonRequiredDetail: "You must select a reason for reporting this user.",
    submitted: "Report submitted",
    submittedDetail: "Thank you. A moderator will review it.",
    failed: "Failed to submit report",
  },
  reasons: {
    harassment: "Harassment",
    inappropriate_content: "Inappropriate content",
    spam: "Spam",
    fake_profile: "Fake profile",
    other: "Other",
  },
  block: {
    intro: "Until you unblock {{name}}:",
    effects: {
      content: "Neither of you sees the other's posts or comments.",
      messages: "Neither of you can message the other, and your conversation leaves both lists.",
      connection: "You are no longer connected, and neither of you can invite the other.",
      unblock: "You can unblock them at any time in Options → Blocked Users.",
    },
    submit: "Block User",
    blocked: "User blocked",
    failed: "Failed to block user",
    failedDetail: "Please try again.",
  },
};
