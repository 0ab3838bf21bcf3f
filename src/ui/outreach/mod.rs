//! Outreach's part of the game screen: none yet. The engine folder holds only the game's data, map and line
//! of sight (issue 17, point 1); the board and panels come with the rules, and Outreach is in no list of
//! games until then.
