"""Long-term knowledge: a library of workcell protocols, searched by the planners."""

from bioproagent.knowledge.loader import LIBRARY_DIR, KnowledgeError, read_protocol_file
from bioproagent.knowledge.model import ASSAYS, Protocol
from bioproagent.knowledge.search import KnowledgeBase, load_library

__all__ = [
    "ASSAYS",
    "LIBRARY_DIR",
    "KnowledgeBase",
    "KnowledgeError",
    "Protocol",
    "load_library",
    "read_protocol_file",
]
