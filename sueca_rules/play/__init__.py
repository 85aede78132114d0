"""Uses of the engine that play: bots, simulation with statistics, the terminal game."""
