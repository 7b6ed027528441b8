## cli: en

