## help: en

