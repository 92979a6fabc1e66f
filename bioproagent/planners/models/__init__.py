"""Chat models the LLM planner can use (OpenAI-compatible, local, scripted); reading replies."""
