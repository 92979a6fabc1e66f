"""The benchmark: loaders for subsets A-D, agents (ours, ablations, baselines), metrics,
a resumable runner and reports. Command line: ``bioproagent bench run|report``."""
