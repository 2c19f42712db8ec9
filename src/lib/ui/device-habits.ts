/** This device's habits (src/lib/settings/device-habits.ts), as every screen reads and keeps them. */
import { deviceHabits } from '$lib/gateway';

export const habits = deviceHabits();
