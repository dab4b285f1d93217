const pad = (value: number) => String(value).padStart(2, '0');

/** Spec §9 hot-match time: MM/DD HH:mm in the player's time zone. */
export const formatMatchTime = (epochMs: number) => {
  const date = new Date(epochMs);
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};
