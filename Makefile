# Thin aliases for the npm scripts (package.json) and the docker compose stack (docker-compose.yml).

.DEFAULT_GOAL := help
.PHONY: help setup test start dev bench seed lint typecheck e2e build up down logs

help:
	@echo "make setup | test | start | dev | bench | seed | lint | typecheck | e2e | build   (npm run <target>)"
	@echo "make up | down | logs [S=service]   (docker compose: the production-like stack on http://localhost:8080)"

setup:
	npm run setup

test:
	npm test

start:
	npm run start

dev:
	npm run dev

bench:
	npm run bench

seed:
	npm run seed

lint:
	npm run lint

typecheck:
	npm run typecheck

e2e:
	npm run e2e

build:
	npm run build

up:
	docker compose up --build -d

down:
	docker compose down

logs:
	docker compose logs -f --tail=200 $(S)
