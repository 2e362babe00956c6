// Frames per second of the game loop, on its own so every engine file can use it without an import cycle.

/** Frames per second of the game loop (seed 000 code: 60 frames = 1 s everywhere). */
export const FPS = 60;
