// The profile namespace's English source: SPEC §2 Profile page, the Connect button and Edit profile.
export const en = {
  loadFailed: "Could not load this profile",
  notFound: {
    title: "User not found",
    detail: "The profile you're looking for doesn't exist.",
  },
  posts: {
    heading: "Posts",
    emptyOwn: "You haven't posted yet",
    emptyOther: "No posts yet",
  },
  /** The titles over the counts: "Posts 12", "Connection 1". */
  stats: {
    posts_one: "Post",
    posts_other: "Posts",
    connections_one: "Connection",
    connections_other: "Connections",
    /** While the count is unknown (loading, or it failed). */
    connectionsUnknown: "Connections",
  },
  training: {
    label: "Training details",
    rank: "Rank",
    weight: "Weight",
    weightValue: "{{weight}} kg",
    giPreference: "Gi preference",
    intensity: "Intensity",
  },
  connect: {
    connect: "Connect",
    pending: "Pending",
    connected: "Connected",
    matched: "It's a match!",
    matchedDetail: "You and {{name}} are now connected.",
  },
  edit: {
    open: "Edit profile",
    title: "Edit profile",
    cancel: "Cancel",
    save: "Save",
    saved: "Profile updated!",
    error: "Error",
    failed: "Failed to update profile. Please try again.",
  },
};
